"""placeholder"""
import streamlit as st

st.title("focus_debug")
